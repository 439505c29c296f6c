/** The grid, with a slot where an intercepted product URL shows as a popup. */
export default function CollectionLayout({ children, modal }: { children: React.ReactNode; modal: React.ReactNode }) {
  return (
    <>
      {children}
      {modal}
    </>
  );
}
