/**
 * A help article's answer: paragraphs split on blank lines, and runs of '- ' lines as a bullet
 * list. Text only (React escapes it); no markup is interpreted.
 */
export function ArticleText({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        // A lead-in line followed by bullets.
        const firstBullet = lines.findIndex((line) => line.startsWith('- '));
        if (firstBullet > 0 && lines.slice(firstBullet).every((line) => line.startsWith('- '))) {
          return (
            <div key={index}>
              <p>{lines.slice(0, firstBullet).join(' ')}</p>
              <ul>
                {lines.slice(firstBullet).map((line) => (
                  <li key={line}>{line.slice(2)}</li>
                ))}
              </ul>
            </div>
          );
        }
        return <p key={index}>{block}</p>;
      })}
    </>
  );
}
