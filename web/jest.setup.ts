/** Adds the jest-dom matchers (toBeInTheDocument, toHaveAttribute, ...) to every web test. */
import '@testing-library/jest-dom';
