export default function DeviceControlPage() {
  return <div>DeviceControlPage</div>;
}
