// ERROR: 2:10: empty character constant
char c = '';
