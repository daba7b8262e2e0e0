/** The report screen's page: a chart beside the definition's table (src/admin/pages/reports/DailyPage.tsx). */
export { default as list } from '../../pages/reports/DailyPage.tsx';
