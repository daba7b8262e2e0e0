export function SchedulePage() {
  return null;
}
