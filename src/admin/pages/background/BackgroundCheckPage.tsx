export function BackgroundCheckPage() {
  return null;
}
