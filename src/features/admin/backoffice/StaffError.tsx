/** Why a back-office form or action did not go through, announced as it appears; nothing without one. */
export function StaffError({ message, id }: { message: string | null | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="bo-form-error" role="alert">
      {message}
    </p>
  );
}
