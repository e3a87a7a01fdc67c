/** The text with the first occurrence of `query` (ignoring case) in bold. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLocaleLowerCase('ru');
  const at = needle ? text.toLocaleLowerCase('ru').indexOf(needle) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <b>{text.slice(at, at + needle.length)}</b>
      {text.slice(at + needle.length)}
    </>
  );
}
