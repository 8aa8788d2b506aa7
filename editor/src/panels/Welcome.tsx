// The welcome: what the page is and how to start, shown on a first visit (and from Help). The
// language reference is docs/language.md itself, bundled with the page (nothing is fetched from outside).
import referenceUrl from "../../../docs/language.md?url";

export function Welcome({ onClose }: { readonly onClose: () => void }) {
  return (
    <div className="welcome" data-testid="welcome" role="dialog" aria-label="Welcome">
      <h2>Stichwerk designer</h2>
      <p>
        Write the rules of a trick-taking card game in the Stichwerk language and try them at once: every edit is
        checked as you type, and a ruleset without errors is played by bots, a thousand games at a time, in this
        page. Nothing leaves your computer; your files are kept in this browser.
      </p>
      <ol>
        <li><strong>Make a variant</strong>: pick a shipped game (Sticheln Classic is open), press <em>New variant</em>, and change one rule: your variant extends the game, so the shipped file stays as it is.</li>
        <li><strong>Playtest</strong>: the playtest tab plays the edited rules against bots and charts the scores; <em>compare</em> plays the saved and the edited version on the same deals and says which differences are significant.</li>
        <li><strong>Rule cards</strong>: for Stich-Meister, open <code>base.stich</code> and put cards in force in the <em>cards</em> tab.</li>
      </ol>
      <p>
        The language: <a data-testid="reference-link" href={referenceUrl} target="_blank" rel="noreferrer">language reference</a> (served with this page);
        hover a word in the editor for its meaning, Ctrl+Space for completion, Ctrl+. for a quick fix.
      </p>
      <button data-testid="welcome-close" onClick={onClose}>Start</button>
    </div>
  );
}
