import { useTexts } from '../lib/language/use-texts';

/** 'Loading...' with a gentle bouncing trio of dots, announced politely. */
export function Loading({ className = '' }: { className?: string }) {
  const { TEXT } = useTexts();
  return (
    <div role="status" className={`flex flex-col items-center justify-center gap-3 py-16 ${className}`}>
      <span aria-hidden="true" className="flex gap-1.5">
        <span className="size-2.5 animate-bounce rounded-full bg-coral-500" />
        <span className="size-2.5 animate-bounce rounded-full bg-sun-400 [animation-delay:120ms]" />
        <span className="size-2.5 animate-bounce rounded-full bg-mint-400 [animation-delay:240ms]" />
      </span>
      <span className="text-sm font-medium text-ink-soft">{TEXT.loading}</span>
    </div>
  );
}
