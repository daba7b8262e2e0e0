export function TermsPage() {
  return <div data-scaffold />;
}
