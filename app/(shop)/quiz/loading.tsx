export default function QuizLoading() {
  return (
    <p role="status" className="py-24 text-center text-ink-soft">
      Loading the quiz...
    </p>
  );
}
