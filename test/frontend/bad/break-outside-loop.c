// ERROR: 5:5: 'break' statement not in loop or switch statement
void f(int a)
{
  if (a)
    break;
}
