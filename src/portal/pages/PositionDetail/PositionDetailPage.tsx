export function PositionDetailPage() {
  return <div data-scaffold />;
}
