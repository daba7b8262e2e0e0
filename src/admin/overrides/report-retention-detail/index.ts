/** The report screen's page: a chart beside the definition's table (src/admin/pages/reports/RetentionDetailPage.tsx). */
export { default as list } from '../../pages/reports/RetentionDetailPage.tsx';
