import { Counter } from "./counter";

export default function Page() {
  return (
    <main>
      <h1>Empty page</h1>
      <Counter />
    </main>
  );
}
