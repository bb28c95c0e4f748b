// What the posting form's `field(name)` hands a field of its grouped sections (audience, stipend): id, name, value, error, onChange.
export interface FormFieldProps {
  id: string;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (e: { target: { value: string } }) => void;
}
