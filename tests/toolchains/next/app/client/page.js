// The game only in the browser: mountPolis in an effect.
import Mount from './mount.js';

export default function Page() {
  return <Mount />;
}
