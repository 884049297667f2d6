export default function TwoFactorPage() {
  return <div>TwoFactorPage</div>;
}
