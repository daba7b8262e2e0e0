export function PositionListPage({ kind }: { kind: 'news' | 'social' | 'recruit' }) {
  return <div data-scaffold={kind} />;
}
