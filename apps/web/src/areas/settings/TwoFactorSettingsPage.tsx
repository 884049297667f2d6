export default function TwoFactorSettingsPage() {
  return <div>TwoFactorSettingsPage</div>;
}
