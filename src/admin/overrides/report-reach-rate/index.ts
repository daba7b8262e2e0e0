/** The report screen's page: a chart beside the definition's table (src/admin/pages/reports/ReachRatePage.tsx). */
export { default as list } from '../../pages/reports/ReachRatePage.tsx';
