// expected-error: cannot convert value of type 'String' to specified type 'Int'
// The runner's own control: a plain type error is reported as such (proves the cases are really type-checked).
import HarborContainer

let number: Int = "seven"
