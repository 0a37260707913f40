// A strategy callback: Feautrier for the outermost dimension of every group, proximity below it.
module.exports = function strategy(input) {
  const outermost = input.statements.every((s) => s.rank === 0);
  return { costFunctions: outermost ? ['feautrier'] : ['proximity'] };
};
