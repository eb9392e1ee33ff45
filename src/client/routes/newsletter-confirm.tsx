// Placeholder: replaced by the newsletter page.
export default function Placeholder() {
  return null;
}
