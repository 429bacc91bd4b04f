/** Adds the jest-dom matchers (toBeInTheDocument, toHaveAttribute, ...) to every web test. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// find* and waitFor wait up to 5 s (Testing Library's default is 1 s): lazily loaded screens and their
// stand-in answers take longer than that on a busy 2-core machine, and a wait ends as soon as it is met.
configure({ asyncUtilTimeout: 5000 });
