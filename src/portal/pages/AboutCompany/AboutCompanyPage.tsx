export function AboutCompanyPage() {
  return <div data-scaffold />;
}
