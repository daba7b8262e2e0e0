export function CommonProblemPage() {
  return <div data-scaffold />;
}
