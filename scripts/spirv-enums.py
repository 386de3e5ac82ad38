import re,sys
src=open(sys.argv[1]).read()
def value_enum(name):
    m=re.search(r'pub enum %s \{(.*?)\n\}'%name, src, re.S)
    cases=re.findall(r'(\w+) = (\d+)u32', m.group(1))
    return cases
out=[]
spec=[("StorageClass","storage_class","SPIR-V storage class"),
 ("Decoration","decoration","SPIR-V decoration"),
 ("Capability","capability","SPIR-V capability"),
 ("ExecutionModel","execution_model","SPIR-V execution model"),
 ("ExecutionMode","execution_mode","SPIR-V execution mode"),
 ("AddressingModel","addressing_model","SPIR-V addressing model"),
 ("MemoryModel","memory_model","SPIR-V memory model"),
 ("Scope","scope","SPIR-V scope"),
 ("BuiltIn","built_in","SPIR-V built-in variable")]
for n,mn,summ in spec:
    cases=value_enum(n)
    out.append('[[enum]]\nname = "%s"\nsummary = "%s"\nmnemonic = "%s"\ncases = [\n'%(n,summ,mn))
    for c,v in cases:
        rust=c[0].upper()+c[1:]
        rust=rust.replace('_','')
        if rust[0].isdigit(): rust='Dim'+rust
        s='' if rust==c else ', string = "%s"'%c
        out.append('  { name = "%s", value = %s%s },\n'%(rust,v,s))
    out.append(']\n\n')
print(''.join(out))
