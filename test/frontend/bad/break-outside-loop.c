// ERROR: 5:5: 'break' statement not in loop statement
void f(int a)
{
  if (a)
    break;
}
