export function MyJobPage() {
  return <div data-scaffold />;
}
