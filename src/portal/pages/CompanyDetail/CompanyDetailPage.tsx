export function CompanyDetailPage() {
  return <div data-scaffold />;
}
