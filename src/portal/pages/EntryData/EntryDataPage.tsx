export function EntryDataPage() {
  return <div data-scaffold />;
}
