// Nothing to call: the module runs its one function when the test process starts.
