/** '{name} is typing…', announced politely; the line keeps its height so nothing jumps. */
export function TypingIndicator({ name, typing }: { name: string; typing: boolean }) {
  return (
    <p aria-live="polite" className="h-6 truncate px-4 text-xs text-slate-600 italic">
      {typing ? `${name} is typing…` : ''}
    </p>
  );
}
