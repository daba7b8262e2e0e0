export function SettingAccountPage() {
  return <div data-scaffold />;
}
