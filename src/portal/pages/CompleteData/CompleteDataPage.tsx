export function CompleteDataPage() {
  return <div data-scaffold />;
}
