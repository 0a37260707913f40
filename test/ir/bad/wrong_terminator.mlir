// ERROR: 7:5: 'func.return' op expects parent op 'func.func'
// func.return used as the terminator of an scf.for body.
func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.return
  }
  return
}
