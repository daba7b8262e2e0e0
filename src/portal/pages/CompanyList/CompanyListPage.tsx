export function CompanyListPage() {
  return <div data-scaffold />;
}
