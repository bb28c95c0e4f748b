// A field label with a visible asterisk for required fields (the control itself carries aria-required).
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="ms-0.5 text-red-600">
        *
      </span>
    </>
  );
}
