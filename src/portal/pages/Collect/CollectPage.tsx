export function CollectPage() {
  return <div data-scaffold />;
}
