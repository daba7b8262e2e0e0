export function BoardPage() {
  return null;
}
