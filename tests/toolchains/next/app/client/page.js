// The game only in the browser: mountPolis in an effect (it needs the page's DOM).
import Mount from './mount.js';

export default function Page() {
  return <Mount />;
}
