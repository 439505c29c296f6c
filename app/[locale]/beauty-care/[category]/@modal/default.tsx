export default function NoModal() {
  return null;
}
