const COLOURS = ["#e57373", "#64b5f6", "#81c784", "#ffd54f"];

function avatarColour() {
  return COLOURS[Math.floor(Math.random() * COLOURS.length)];
}

function shuffleQuestions(questions) {
  const copy = questions.slice();
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

module.exports = { avatarColour, shuffleQuestions };
