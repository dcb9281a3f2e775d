# Shared by scripts/ios-typecheck and scripts/diagnostics-parity (sourced, not run): where the
# iOS 16.5 SDK is cached, how it is copied out of a git directory of public SDKs (theos/sdks),
# the resource directory and API notes that let this Linux toolchain compile against it, and the
# Swift 6 upcoming features that the SDK's Swift 5.8 standard library allows in the Swift 5 mode.
#
# Defines: ios_sdk_cache, ios_sdk (paths), ios_sdk_upcoming_features (flags), and the functions
# ios_sdk_extract, ios_sdk_resource_dir, ios_sdk_is_cached and ios_sdk_without_uikit.

# The cache holds the SDK and the module cache; it is shared by every clone and worktree.
ios_sdk_cache=${LASSO_IOS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/lasso-ios-typecheck}
ios_sdk=$ios_sdk_cache/iPhoneOS16.5.sdk

# The Swift 6 language mode's upcoming features, enabled one by one in the Swift 5 mode where the
# SDK's library cannot be compiled in the Swift 6 mode.
ios_sdk_upcoming_features=""
for ios_sdk_feature in IsolatedDefaultValues GlobalConcurrency InferSendableFromCaptures \
  DisableOutwardActorInference DynamicActorIsolation RegionBasedIsolation \
  GlobalActorIsolatedTypesUsability; do
  ios_sdk_upcoming_features="$ios_sdk_upcoming_features -enable-upcoming-feature $ios_sdk_feature"
done
unset ios_sdk_feature

# ios_sdk_is_cached: whether the SDK has been copied into the cache by an earlier run.
ios_sdk_is_cached() {
  [ -f "$ios_sdk/SDKSettings.plist" ]
}

# ios_sdk_extract SDK_GIT_DIR NAME: copies the SDK out of the git directory into the cache, once
# (blobs absent from a partial copy are skipped); NAME starts the messages. Returns 2 when there is
# neither a cached SDK nor a git directory holding one.
ios_sdk_extract() {
  local sdk_git=$1 name=$2 cache=$ios_sdk_cache sdk=$ios_sdk
  mkdir -p "$cache"
  if [ ! -f "$sdk/SDKSettings.plist" ]; then
    [ -n "$sdk_git" ] || { echo "$name: no cached SDK in $cache; pass SDK_GIT_DIR"; return 2; }
    echo "== extracting iPhoneOS16.5.sdk (once)"
    python3 - "$sdk_git" "$cache" "$name" <<'EOF' || return 2
import os, subprocess, sys
git, cache = sys.argv[1], sys.argv[2]
tree = subprocess.run(['git', '--git-dir', git, 'ls-tree', '-r', 'HEAD', 'iPhoneOS16.5.sdk'],
                      capture_output=True, text=True, check=True).stdout.splitlines()
if not tree:
    sys.exit(sys.argv[3] + ': no iPhoneOS16.5.sdk in ' + git)
cat = subprocess.Popen(['git', '--git-dir', git, 'cat-file', '--batch'],
                       stdin=subprocess.PIPE, stdout=subprocess.PIPE)
links = []
for line in tree:
    meta, path = line.split('\t', 1)
    mode, _, sha = meta.split()
    cat.stdin.write((sha + '\n').encode()); cat.stdin.flush()
    header = cat.stdout.readline().decode()
    if header.endswith('missing\n'):
        continue
    data = cat.stdout.read(int(header.split()[2])); cat.stdout.read(1)
    dest = os.path.join(cache, path)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    if mode == '120000':
        links.append((data.decode(), dest))
    else:
        open(dest, 'wb').write(data)
for target, dest in links:
    if not os.path.lexists(dest):
        os.symlink(target, dest)
EOF
  fi

  # SwiftUI's interface logs one message with an interpolated type that this compiler's os_log
  # check rejects; the check drops the interpolation from the cached copy (the message text only).
  local swiftui=$sdk/System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface
  [ -f "$swiftui" ] && sed -i "s/Accessing Environment<\\\\(Value.self)>'s value outside of/Accessing Environment's value outside of/" "$swiftui"
  return 0
}

# ios_sdk_resource_dir DIR: (re)makes DIR, a resource directory without Linux's own Dispatch
# module, with the API notes that Apple's toolchains ship for Dispatch and os (how their C names
# appear in Swift).
ios_sdk_resource_dir() {
  local res=$1 toolchain
  toolchain=$(swiftc -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["paths"]["runtimeResourcePath"])')
  rm -rf "$res"; mkdir -p "$res/apinotes"
  local d
  for d in shims host embedded migrator clang; do ln -s "$toolchain/$d" "$res/$d"; done
  python3 - "$res/apinotes" <<'EOF'
import sys
d = sys.argv[1]
def notes(name, sections):
    lines = ['---', 'Name: ' + name]
    for section, entries in sections:
        lines.append(section + ':')
        for entry in entries:
            lines.append('- Name: ' + entry[0])
            lines += ['  ' + e for e in entry[1:]]
    open(f'{d}/{name}.apinotes', 'w').write('\n'.join(lines) + '\n')
nonswift, private = 'Availability: nonswift', 'SwiftPrivate: true'
classes = [('OS_dispatch_object', 'DispatchObject'), ('OS_dispatch_queue', 'DispatchQueue'),
           ('OS_dispatch_io', 'DispatchIO'), ('OS_dispatch_semaphore', 'DispatchSemaphore'),
           ('OS_dispatch_group', 'DispatchGroup'), ('OS_dispatch_source', 'DispatchSource'),
           ('OS_dispatch_data', '__DispatchData')]
protocols = [('OS_dispatch_source', 'DispatchSourceProtocol')] + [
    ('OS_dispatch_source_' + c, 'DispatchSource' + s) for c, s in [
        ('mach_send', 'MachSend'), ('mach_recv', 'MachReceive'),
        ('memorypressure', 'MemoryPressure'), ('proc', 'Process'), ('read', 'Read'),
        ('signal', 'Signal'), ('timer', 'Timer'), ('data_or', 'UserDataOr'),
        ('data_add', 'UserDataAdd'), ('data_replace', 'UserDataReplace'),
        ('vnode', 'FileSystemObject'), ('write', 'Write')]]
typedefs = ('object block queue semaphore io data group qos_class data_applier fd io_handler source'
            ' function io_close_flags io_interval_flags io_type source_timer_flags queue_attr'
            ' queue_priority source_mach_send_flags source_memorypressure_flags source_proc_flags'
            ' source_vnode_flags').split()
named = {'queue_create': 'DispatchQueue.init(__label:attr:)',
         'queue_create_with_target': 'DispatchQueue.init(__label:attr:queue:)',
         'sync': 'DispatchQueue.sync(self:execute:)',
         'set_target_queue': 'DispatchObject.setTarget(self:queue:)',
         'activate': 'DispatchObject.activate(self:)', 'suspend': 'DispatchObject.suspend(self:)',
         'resume': 'DispatchObject.resume(self:)', 'group_create': 'DispatchGroup.init()',
         'group_enter': 'DispatchGroup.enter(self:)', 'group_leave': 'DispatchGroup.leave(self:)',
         'io_create': 'DispatchIO.init(__type:fd:queue:handler:)',
         'io_create_with_path': 'DispatchIO.init(__type:path:oflag:mode:queue:handler:)',
         'io_create_with_io': 'DispatchIO.init(__type:io:queue:handler:)',
         'io_barrier': 'DispatchIO.barrier(self:execute:)',
         'io_get_descriptor': 'getter:DispatchIO.fileDescriptor(self:)',
         'io_set_high_water': 'DispatchIO.setLimit(self:highWater:)',
         'io_set_low_water': 'DispatchIO.setLimit(self:lowWater:)',
         'semaphore_create': 'DispatchSemaphore.init(value:)', 'main': 'dispatchMain()'}
private_functions = ('queue_create get_global_queue queue_create_with_target assert_queue'
    ' assert_queue_barrier assert_queue_not async barrier_async apply barrier_sync'
    ' queue_get_label queue_get_qos_class after queue_get_specific queue_set_specific get_specific'
    ' queue_attr_make_initially_inactive queue_attr_make_with_autorelease_frequency'
    ' queue_attr_make_with_qos_class data_get_size data_apply data_create_concat'
    ' data_create_subrange data_copy_region data_create_map group_async group_wait group_notify'
    ' io_create io_create_with_path io_create_with_io io_read io_write io_close io_set_interval'
    ' read write semaphore_wait semaphore_signal source_create source_get_handle source_get_mask'
    ' source_get_data source_merge_data source_set_event_handler source_set_cancel_handler'
    ' source_set_registration_handler source_cancel source_testcancel source_set_timer time'
    ' walltime').split()
nonswift_functions = ('release retain async_f barrier_async_f apply_f sync_f barrier_sync_f'
    ' after_f get_main_queue set_finalizer_f get_context set_context block_create'
    ' block_create_with_qos_class block_perform block_wait block_notify block_cancel'
    ' block_testcancel data_create group_async_f group_notify_f source_set_event_handler_f'
    ' source_set_cancel_handler_f source_set_registration_handler_f').split()
functions = []
for f in dict.fromkeys(private_functions + list(named) + nonswift_functions):
    entry = ['dispatch_' + f]
    if f in named: entry.append(f"SwiftName: '{named[f]}'")
    entry.append(nonswift if f in nonswift_functions else private if f in private_functions else '')
    functions.append([e for e in entry if e])
notes('Dispatch', [
    ('Typedefs', [['dispatch_%s_t' % t, nonswift] for t in typedefs]
        + [['dispatch_%s_t' % t, private] for t in ('autorelease_frequency', 'block_flags', 'source_type')]),
    ('Classes', [[c, 'SwiftName: ' + s] for c, s in classes] + [['OS_dispatch_queue_attr', private]]),
    ('Protocols', [[c, 'SwiftName: ' + s] for c, s in protocols]),
    ('Functions', functions + [['_dispatch_object_validate', nonswift]]),
    ('Globals', [['_dispatch_data_destructor_free', nonswift], ['_dispatch_data_destructor_munmap', nonswift]])])
notes('os', [
    ('Typedefs', [['os_log_type_t', 'SwiftName: OSLogType'], ['os_trace_payload_t', nonswift],
                  ['os_log_t', nonswift], ['os_signpost_type_t', 'SwiftName: OSSignpostType']]),
    ('Classes', [['OS_os_log', 'SwiftName: OSLog']]),
    ('Enumerators', [[e, private] for e in ('OS_LOG_TYPE_DEFAULT', 'OS_LOG_TYPE_INFO', 'OS_LOG_TYPE_DEBUG',
        'OS_LOG_TYPE_ERROR', 'OS_LOG_TYPE_FAULT', 'OS_SIGNPOST_INTERVAL_BEGIN', 'OS_SIGNPOST_INTERVAL_END',
        'OS_SIGNPOST_EVENT')]),
    ('Functions', [[f, private] for f in ('_os_log_impl', '_os_log_error_impl', '_os_log_fault_impl',
        '_os_signpost_emit_with_name_impl', 'os_signpost_enabled')]
        + [[f, nonswift] for f in ('_os_log_sensitive_deprecated', '_os_trace_with_buffer',
           'os_log_is_enabled', '_os_log_create', 'os_log_is_debug_enabled')]
        + [['os_log_type_enabled', "SwiftName: 'OSLog.isEnabled(self:type:)'"],
           ['os_log_create', "SwiftName: 'OSLog.init(__subsystem:category:)'", private, 'NullabilityOfRet: N']])])
EOF
  ln -s "$toolchain/apinotes/std.apinotes" "$res/apinotes/std.apinotes" 2>/dev/null
}

# ios_sdk_without_uikit DIR: (re)makes DIR, the cached SDK as a Mac's SDK looks to a package
# that imports Foundation: the same Foundation, CoreGraphics, Combine and Objective-C runtime, but
# neither UIKit nor SwiftUI (whose iOS interface imports UIKit), so `canImport(UIKit)` is false as
# on macOS. Symbolic links into the cached SDK, made in a second or less.
ios_sdk_without_uikit() {
  local dir=$1
  rm -rf "$dir"
  python3 - "$ios_sdk" "$dir" <<'PY'
import os, sys
sdk, out = sys.argv[1], sys.argv[2]
# The paths left out, and the folders on their way whose other entries are linked one by one.
left_out = {'System/Library/Frameworks/UIKit.framework', 'System/Library/Frameworks/SwiftUI.framework',
            'usr/lib/swift/UIKit.swiftmodule', 'usr/lib/swift/libswiftUIKit.tbd',
            'usr/lib/swift/SwiftUI.swiftmodule', 'usr/lib/swift/libswiftSwiftUI.tbd'}
split = {os.path.dirname(p) for p in left_out}
split |= {os.path.dirname(p) for p in list(split)} | {'System/Library', 'System', 'usr/lib', 'usr'}
def link(rel):
    os.makedirs(os.path.join(out, rel), exist_ok=True)
    for name in os.listdir(os.path.join(sdk, rel)):
        path = os.path.join(rel, name) if rel else name
        if path in left_out:
            continue
        if path in split:
            link(path)
        else:
            os.symlink(os.path.join(sdk, path), os.path.join(out, path))
link('')
PY
}
