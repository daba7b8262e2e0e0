export function DeliveryRecordPage() {
  return <div data-scaffold />;
}
