import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstInvalidField } from './focusFields';

/**
 * After a submit that fails (a field rule, or the server's answer), moves the focus to the first field
 * with a message once it shows, else to the form's message (forms/focusFields.ts), so that keyboard and
 * screen-reader users land where the problem is (DESIGN §4 forms). Give `formRef` to the `<form>` and
 * call `failed()` after each failed submit.
 */
export function useFocusOnFailedSubmit(): { formRef: RefObject<HTMLFormElement | null>; failed: () => void } {
  const formRef = useRef<HTMLFormElement>(null);
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures > 0) focusFirstInvalidField(formRef.current);
  }, [failures]);
  const failed = useCallback(() => setFailures((n) => n + 1), []);
  return { formRef, failed };
}
