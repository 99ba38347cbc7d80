export function App() {
  return <p>Loading…</p>;
}
