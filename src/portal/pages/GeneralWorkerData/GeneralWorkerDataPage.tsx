export function GeneralWorkerDataPage() {
  return <div data-scaffold />;
}
