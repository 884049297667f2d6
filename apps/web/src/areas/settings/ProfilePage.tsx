export default function ProfilePage() {
  return <div>ProfilePage</div>;
}
