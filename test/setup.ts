// Loaded by mocha before the tests (.mocharc.json): the compile servers the tests' polyts-cc commands start
// (src/cli/server/) end 30 s after their last command instead of 10 minutes, so a test run leaves none behind for long.

process.env.POLYTS_SERVER_IDLE ??= '30';
